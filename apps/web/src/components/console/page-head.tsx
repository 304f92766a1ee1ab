import type { ReactNode } from 'react';

/** The head of a console page: its one <h1>, a line on what it shows, and its actions. */
export function PageHead({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="org-head">
      <div className="org-head__text">
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      {actions && <div className="org-head__actions">{actions}</div>}
    </div>
  );
}
