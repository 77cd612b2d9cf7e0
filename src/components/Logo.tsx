import { useEffect, useRef, useState } from 'react';
import { company } from '../content/company';
import './Logo.css';

/**
 * The company mark; if the image cannot be loaded, a blue tile with the letter G stands in (specification).
 * `src`: where a program that does not serve the site's files finds the mark (the staff inbox bundles it).
 */
export function Logo({ src = '/logo.svg' }: { src?: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An error that happened before hydration fired no React handler: check the image's state once.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <span className="logo">
      {failed ? (
        <span className="logo__fallback" aria-hidden="true" data-testid="logo-fallback">
          G
        </span>
      ) : (
        <img
          ref={image}
          className="logo__image"
          src={src}
          alt=""
          width={36}
          height={36}
          onError={() => setFailed(true)}
        />
      )}
      <span className="logo__name">{company.name}</span>
    </span>
  );
}
