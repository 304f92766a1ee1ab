import type { DirectoryBooth } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDirectoryPaths } from '../lib/paths';

/**
 * The booth numbers under the spec's label (§9: 展位号 / Booth No), each a link to its hall's
 * floor plan with the booth highlighted when `linked` (the floor plan of the site the person
 * is on: the server's `floorPlanPath` is the Chinese site's).
 */
export function BoothList({ booths, linked = false }: { booths: DirectoryBooth[]; linked?: boolean }) {
  const { t } = useTranslation('directory');
  const paths = useDirectoryPaths();
  if (booths.length === 0) return null;
  return (
    <span className="dir-booths">
      <span className="dir-booths__label">{t('boothLabel')}</span>{' '}
      {booths.map((booth, i) => (
        <span key={`${booth.hall}-${booth.boothNo}`}>
          {i > 0 ? ', ' : null}
          {linked ? (
            <Link
              to={paths.floorplan(booth.hall, booth.boothNo)}
              aria-label={t('booth.onPlan', { booth: booth.boothNo, hall: booth.hallName })}
            >
              {booth.boothNo}
            </Link>
          ) : (
            <span translate="no">{booth.boothNo}</span>
          )}
        </span>
      ))}
    </span>
  );
}
