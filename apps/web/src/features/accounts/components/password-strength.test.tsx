import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { PasswordStrength } from './password-strength';

function meter() {
  return screen.getByRole('meter', { name: '密码强度' }) as HTMLMeterElement;
}

describe('PasswordStrength', () => {
  beforeAll(async () => {
    await initI18n('zh-Hans');
  });

  it('shows nothing measured for an empty password', () => {
    render(<PasswordStrength password="" />);
    expect(meter().value).toBe(0);
    expect(meter().getAttribute('aria-valuetext')).toBeNull();
  });

  it.each([
    ['abcdef', 1, '弱'],
    ['123456', 1, '弱'],
    ['abc12', 1, '弱'],
    ['abc123', 2, '中'],
    ['abcdefgh12', 2, '中'],
    ['Abcdefgh12', 3, '强'],
    ['abc-defg12', 3, '强'],
  ])('rates %s as level %i (%s), as the server does', (password, level, word) => {
    const { container } = render(<PasswordStrength password={password} />);
    expect(meter().value).toBe(level);
    expect(meter().getAttribute('aria-valuetext')).toBe(word);
    expect(container.textContent).toContain(word);
  });

  it('follows the password as it is typed', () => {
    const { rerender } = render(<PasswordStrength password="abc" />);
    expect(meter().getAttribute('aria-valuetext')).toBe('弱');
    rerender(<PasswordStrength password="abc123" />);
    expect(meter().getAttribute('aria-valuetext')).toBe('中');
    rerender(<PasswordStrength password="Abc123!xyz9" />);
    expect(meter().getAttribute('aria-valuetext')).toBe('强');
  });

  it('speaks English on the English site', async () => {
    await initI18n('en');
    render(<PasswordStrength password="Abc123!xyz9" />);
    expect(screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuetext')).toBe(
      'Strong',
    );
    await initI18n('zh-Hans');
  });
});
