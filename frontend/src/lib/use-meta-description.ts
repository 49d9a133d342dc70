import { useEffect } from 'react';

/** index.html's description, which every page without its own shows. */
export const SITE_DESCRIPTION =
  'HighPay Jobs: find the best high-paying and remote jobs, and optimize your resume with AI.';

/** Sets <meta name="description"> while the page shows; back to the site's own when it leaves. */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    const current = meta;
    return () => {
      current.content = SITE_DESCRIPTION;
    };
  }, [description]);
}
