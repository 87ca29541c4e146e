import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@dreamweaver/contracts';
import { toast, useI18n, useSession } from '@dreamweaver/web-kit';

/** The round avatar with the username's first letter and the 'My Account' menu it opens. */
export function AccountMenu({
  user,
  onChangePassword,
  onDeleteAccount,
  onDownloadData,
}: {
  user: CurrentUser;
  onChangePassword: () => void;
  onDeleteAccount: () => void;
  onDownloadData: () => void;
}) {
  const { t } = useI18n();
  const { busy } = useSession();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const letter = (user.username.trim()[0] ?? '?').toUpperCase();
  const position = useMenuPosition(open, trigger);
  useFocusFirstItemAndCloseOutside(open, setOpen, root, list);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="account-avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('account.menu.open', { username: user.username })}
        data-testid="account-control"
        disabled={busy}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true" data-testid="account-avatar-letter">
          {letter}
        </span>
      </button>
      {open ? (
        <AccountMenuList
          listRef={list}
          menuId={menuId}
          position={position}
          user={user}
          close={close}
          dismiss={() => setOpen(false)}
          onChangePassword={onChangePassword}
          onDeleteAccount={onDeleteAccount}
          onDownloadData={onDownloadData}
        />
      ) : null}
    </div>
  );
}

const menuItems = (list: RefObject<HTMLDivElement | null>) => [
  ...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The menu stays in the header (so it is inside the page's banner landmark) but is shown as a
 * popover in the browser's top layer (page content would otherwise paint over it), pinned under the avatar.
 */
function useMenuPosition(open: boolean, trigger: RefObject<HTMLButtonElement | null>): CSSProperties {
  const [position, setPosition] = useState<CSSProperties>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the avatar button is measured as the menu opens and on every resize or scroll, not on renders
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = trigger.current?.getBoundingClientRect();
      if (rect) setPosition({ top: rect.bottom + 8, right: Math.max(8, window.innerWidth - rect.right) });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open]);
  return position;
}

/** An opened menu focuses its first item; a press outside the avatar and the menu closes it. */
function useFocusFirstItemAndCloseOutside(
  open: boolean,
  setOpen: (open: boolean) => void,
  root: RefObject<HTMLDivElement | null>,
  list: RefObject<HTMLDivElement | null>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the menu opens or closes; the items are read from the DOM at that moment
  useEffect(() => {
    if (!open) return;
    menuItems(list)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !list.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
}

interface AccountMenuListProps {
  listRef: RefObject<HTMLDivElement | null>;
  menuId: string;
  position: CSSProperties;
  user: CurrentUser;
  /** Closes the menu, by default giving focus back to the avatar. */
  close: (refocus?: boolean) => void;
  /** Closes the menu and leaves focus where it goes (Tab). */
  dismiss: () => void;
  onChangePassword: () => void;
  onDeleteAccount: () => void;
  onDownloadData: () => void;
}

/** In the top layer, nothing on the page paints over the menu and the header's backdrop filter does not move it. */
function useShownInTopLayer(listRef: RefObject<HTMLDivElement | null>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu is mounted
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element && typeof element.showPopover === 'function' && !element.matches(':popover-open'))
      element.showPopover();
  }, []);
}

/** Arrow keys, Home and End move between the items; Escape closes the menu, Tab leaves it. */
function menuKeyHandler(listRef: RefObject<HTMLDivElement | null>, close: () => void, dismiss: () => void) {
  return (event: KeyboardEvent) => {
    const list = menuItems(listRef);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') return dismiss();
    else return;
    event.preventDefault();
  };
}

/** Log out: the menu closes first; a failure is shown as a toast. */
function useLogout(close: () => void) {
  const { t } = useI18n();
  const { logout } = useSession();
  return async () => {
    close();
    try {
      await logout();
    } catch (error) {
      toast({
        title: t('account.logout.failed.title'),
        description: error instanceof Error ? error.message : t('account.logout.failed.unknown'),
        variant: 'destructive',
      });
    }
  };
}

/** One item of the menu: reached with the arrow keys, not with Tab. */
function MenuItem({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className="account-menu__item" onClick={onClick}>
      {label}
    </button>
  );
}

/** 'My Account': my stories, admin (for admins), change password, download my data, delete my account, log out; arrow keys move between them. */
function AccountMenuList({
  listRef,
  menuId,
  position,
  user,
  close,
  dismiss,
  onChangePassword,
  onDeleteAccount,
  onDownloadData,
}: AccountMenuListProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const titleId = useId();
  useShownInTopLayer(listRef);
  const onMenuKeyDown = menuKeyHandler(listRef, close, dismiss);
  const onLogout = useLogout(close);

  const go = (path: string) => {
    close(false);
    navigate(path);
  };
  /** A dialog takes the focus: the menu closes without giving it back to the avatar. */
  const open = (dialog: () => void) => {
    close(false);
    dialog();
  };
  return (
    <div
      ref={listRef}
      id={menuId}
      className="account-menu__list"
      style={position}
      popover="manual"
      role="menu"
      aria-labelledby={titleId}
      onKeyDown={onMenuKeyDown}
    >
      <div id={titleId} className="account-menu__title">
        {t('account.menu.title')}
        <span className="account-menu__username">{user.username}</span>
      </div>
      <MenuItem label={t('account.menu.myStories')} onClick={() => go('/my-stories')} />
      {user.isAdmin ? <MenuItem label={t('account.menu.admin')} onClick={() => go('/admin')} /> : null}
      <MenuItem label={t('account.menu.changePassword')} onClick={() => open(onChangePassword)} />
      <MenuItem label={t('accountExport.menu')} onClick={() => open(onDownloadData)} />
      <MenuItem label={t('account.menu.deleteAccount')} onClick={() => open(onDeleteAccount)} />
      <div className="account-menu__separator" role="separator" />
      <MenuItem label={t('account.menu.logout')} onClick={onLogout} />
    </div>
  );
}
