import type { SearchHit } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';

/**
 * A hit's kind, name, booth and where it belongs, on one or two lines. Names are the
 * exhibitor's (its other language's name as the subtitle, a post's title as written): each is
 * marked with its own language, so a Chinese name on the English site is read as Chinese.
 */
export function HitLine({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  return (
    <span className="search-hit">
      <span className={`search-hit__kind search-hit__kind--${hit.kind}`}>{t(`kind.${hit.kind}`)}</span>
      <span className="search-hit__text">
        <span className="search-hit__title">
          <UserText>{hit.title}</UserText>
        </span>
        {(hit.subtitle || hit.boothNos.length > 0) && (
          <span className="search-hit__meta">
            {hit.subtitle && <UserText>{hit.subtitle}</UserText>}
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
