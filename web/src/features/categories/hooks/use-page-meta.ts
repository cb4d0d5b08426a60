import { useEffect } from 'react';

/** Sets the page's meta description while it is shown, and puts the site's one back after. */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
