import type { DirectoryFacets, FacetOption } from '@cidpex/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_KEYS, type FilterKey, type ListParams, MAX_VALUES } from '../lib/list-params';

function optionLabel(option: FacetOption) {
  return `${option.name} (${option.count})`;
}

/** One dimension: a disclosure naming what is chosen, holding a checkbox per option. */
function Facet({
  id,
  label,
  options,
  chosen,
  loading,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  options: FacetOption[];
  chosen: string[];
  loading: boolean;
  onChange: (value: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(chosen.length > 0);
  const nameOf = (code: string) => options.find((o) => o.code === code)?.name ?? code;
  const full = chosen.length >= MAX_VALUES;
  return (
    <details
      className="dir-facet"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid={testId}
    >
      <summary className="dir-facet__summary">
        <span id={`${id}-label`} className="dir-facet__label">
          {label}
        </span>
        <span className="dir-facet__chosen">
          {chosen.length ? chosen.map(nameOf).join(', ') : t('filters.any')}
        </span>
      </summary>
      <fieldset className="dir-facet__options" aria-labelledby={`${id}-label`}>
        {loading ? <p className="dir-muted">{tc('loading')}</p> : null}
        {options.map((option) => {
          const checked = chosen.includes(option.code);
          return (
            <label key={option.code} className="dir-option">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && (option.count === 0 || full)}
                onChange={() =>
                  onChange(checked ? chosen.filter((c) => c !== option.code) : [...chosen, option.code])
                }
              />
              <span>{optionLabel(option)}</span>
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}

/**
 * Several choices per dimension (any of them), each option with the number of exhibitors the
 * list would show with it chosen under the rest of the current filter (the facets). Options
 * that would give none are disabled unless chosen. Native checkboxes, no antd: the list's first
 * load stays small (docs/benchmarks.md, issue 5).
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
      {FILTER_KEYS.map((key) => (
        <Facet
          key={key}
          id={`${idPrefix}-${key}`}
          label={t(`filters.${key}`)}
          options={facets?.[key] ?? []}
          chosen={params[key]}
          loading={!facets}
          onChange={(value) => onChange(key, value)}
          testId={`filter-${key}`}
        />
      ))}
    </div>
  );
}
