import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface HomeSectionProps {
  id: string;
  title: string;
  intro?: string;
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A titled band of the home page, with an optional "see all" link. */
export function HomeSection({ id, title, intro, more, children }: HomeSectionProps) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {more && (
          <Link to={more.to} className="home-section__more">
            {more.label}
          </Link>
        )}
      </div>
      {intro && <p className="home-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
