import { passwordStrength, type PasswordStrength as Strength } from '@cidpex/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const LEVELS: Strength[] = ['weak', 'medium', 'strong'];
const COLOURS: Record<Strength, string> = { weak: '#cf1322', medium: '#ad6800', strong: '#237804' };

/**
 * The live strength of a password (spec §5: weak, medium or strong), computed with the
 * same function the server uses. A native <meter> carries it for assistive technology;
 * the word says it on screen and the segments only repeat it.
 */
export function PasswordStrength({ password }: { password: string | undefined }) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const value = password ?? '';
  const strength = value ? passwordStrength(value) : null;
  const level = strength ? LEVELS.indexOf(strength) + 1 : 0;
  const colour = strength ? COLOURS[strength] : '#d9dee0';
  const text = strength ? t(`strength.${strength}`) : '';
  return (
    <div
      data-strength={strength ?? 'none'}
      style={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        margin: '-8px 0 16px',
        fontSize: 13,
      }}
    >
      <span id={labelId} style={{ color: '#5b6b70', whiteSpace: 'nowrap' }}>
        {t('strength.label')}
      </span>
      <meter
        aria-labelledby={labelId}
        min={0}
        max={3}
        value={level}
        aria-valuetext={text || undefined}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
      <span aria-hidden="true" style={{ display: 'flex', gap: 4, flex: 1, maxWidth: 180 }}>
        {LEVELS.map((name, i) => (
          <span
            key={name}
            style={{ flex: 1, height: 6, borderRadius: 3, background: i < level ? colour : '#e4eaec' }}
          />
        ))}
      </span>
      <span aria-hidden="true" style={{ color: colour, minWidth: 32, fontWeight: 600 }}>
        {text}
      </span>
    </div>
  );
}
