import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { API_ROUTES, apiPath, type ChildProfileJson } from '@dreamweaver/contracts';
import { apiRequest, toast, useI18n } from '@dreamweaver/web-kit';
import { wizardStateFromProfile } from './profile-draft.ts';
import { wizardStore } from './wizard-state.ts';

/**
 * `/personalize?child=<id>` (My Stories' "Tonight's story"): fills the wizard in from the signed-in
 * parent's child profile, then shows the form without the parameter. True while it is loading.
 */
export function useProfileDraft(): boolean {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const childId = params.get('child');
  useEffect(() => {
    if (!childId) return;
    let current = true;
    apiRequest<ChildProfileJson>(apiPath(API_ROUTES.children.profile, { id: childId }))
      .then((profile) => {
        if (!current) return;
        wizardStore.replace(wizardStateFromProfile(profile, t));
        navigate('/personalize', { replace: true });
      })
      .catch(() => {
        if (!current) return;
        toast({ variant: 'destructive', title: t('children.errors.notFound') });
        navigate('/select-audience', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [childId, navigate, t]);
  return childId !== null;
}
