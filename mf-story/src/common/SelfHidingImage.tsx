import { useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & {
  src: string;
  /** Told once when the picture fails, so a list can drop the item around it. */
  onFail?: (src: string) => void;
};

/** A picture that removes itself when it cannot load; the failure is only logged. */
export function SelfHidingImage({ onFail, alt = '', ...props }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === props.src) return null;
  return (
    <img
      {...props}
      alt={alt}
      onError={() => {
        console.info('[mf-story] image failed to load, hiding it:', props.src);
        setFailedSrc(props.src);
        onFail?.(props.src);
      }}
    />
  );
}
