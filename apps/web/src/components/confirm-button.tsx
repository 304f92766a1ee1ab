import { Button, type ButtonProps, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A button that asks before it acts: the question says what will happen, and its OK button
 * repeats the button's words.
 */
export function ConfirmButton({
  confirm,
  label,
  onConfirm,
  ...button
}: Omit<ButtonProps, 'onClick' | 'children'> & { confirm: ReactNode; label: string; onConfirm: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Popconfirm title={confirm} okText={label} cancelText={t('form.cancel')} onConfirm={onConfirm}>
      <Button {...button}>{label}</Button>
    </Popconfirm>
  );
}
