import type { SearchHit } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';

/** A hit's kind, name, booth and where it belongs, on one or two lines. */
export function HitLine({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  return (
    <span className="search-hit">
      <span className={`search-hit__kind search-hit__kind--${hit.kind}`}>{t(`kind.${hit.kind}`)}</span>
      <span className="search-hit__text">
        <span className="search-hit__title">{hit.title}</span>
        {(hit.subtitle || hit.boothNos.length > 0) && (
          <span className="search-hit__meta">
            {hit.subtitle && <span>{hit.subtitle}</span>}
            {hit.boothNos.length > 0 && (
              <span>
                {t('booth')} {hit.boothNos.join(' / ')}
                {hit.hall ? ` · ${hit.hall}` : ''}
              </span>
            )}
          </span>
        )}
      </span>
    </span>
  );
}
