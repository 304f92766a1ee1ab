import type { DirectoryFacets, FacetOption } from '@cidpex/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILTER_KEYS, type FilterKey, type ListParams } from '../lib/list-params';

function optionLabel(option: FacetOption) {
  return `${option.name} (${option.count})`;
}

/**
 * One choice per dimension, each option with the number of exhibitors it would give under the
 * rest of the current filter (the facets). Options that would give none are shown disabled.
 */
export function DirectoryFilters({
  facets,
  params,
  onChange,
  idPrefix,
}: {
  facets: DirectoryFacets | null | undefined;
  params: ListParams;
  onChange: (key: FilterKey, value: string | null) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('directory');
  return (
    <div className="dir-filters">
      {FILTER_KEYS.map((key) => {
        const options = facets?.[key] ?? [];
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className="dir-filters__field">
            <label htmlFor={id} className="dir-filters__label">
              {t(`filters.${key}`)}
            </label>
            <Select
              id={id}
              data-testid={`filter-${key}`}
              value={params[key] ?? undefined}
              placeholder={t('filters.any')}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={!facets}
              style={{ width: '100%' }}
              onChange={(value: string | undefined) => onChange(key, value ?? null)}
              options={options.map((option) => ({
                value: option.code,
                label: optionLabel(option),
                disabled: option.count === 0 && option.code !== params[key],
              }))}
            />
          </div>
        );
      })}
    </div>
  );
}
