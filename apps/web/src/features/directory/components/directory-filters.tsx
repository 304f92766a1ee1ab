import type { DirectoryFacets, FacetOption } from '@cidpex/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILTER_KEYS, type FilterKey, type ListParams, MAX_VALUES } from '../lib/list-params';

function optionLabel(option: FacetOption) {
  return `${option.name} (${option.count})`;
}

/**
 * Several choices per dimension (any of them), each option with the number of exhibitors the
 * list would show with it chosen under the rest of the current filter (the facets). Options
 * that would give none are shown disabled unless chosen.
 */
export function DirectoryFilters({
  facets,
  params,
  onChange,
  idPrefix,
}: {
  facets: DirectoryFacets | null | undefined;
  params: ListParams;
  onChange: (key: FilterKey, value: string[]) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('directory');
  return (
    <div className="dir-filters">
      {FILTER_KEYS.map((key) => {
        const options = facets?.[key] ?? [];
        const chosen = params[key];
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className="dir-filters__field">
            <label htmlFor={id} className="dir-filters__label">
              {t(`filters.${key}`)}
            </label>
            <Select
              id={id}
              mode="multiple"
              data-testid={`filter-${key}`}
              value={chosen}
              placeholder={t('filters.any')}
              allowClear
              maxCount={MAX_VALUES}
              showSearch={{ optionFilterProp: 'label' }}
              loading={!facets}
              style={{ width: '100%' }}
              onChange={(value: string[]) => onChange(key, value)}
              options={options.map((option) => ({
                value: option.code,
                label: optionLabel(option),
                disabled: option.count === 0 && !chosen.includes(option.code),
              }))}
            />
          </div>
        );
      })}
    </div>
  );
}
