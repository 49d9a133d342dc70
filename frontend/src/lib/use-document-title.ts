import { useEffect } from 'react';

export const SITE_NAME = 'HighPay Jobs';

/** Sets the tab title to '{title} | HighPay Jobs', or the site's own title when none is given. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Find the Best High Paying Jobs Now`;
  }, [title]);
}
