import { hasBilingualName } from '@cidpex/contracts';
import type { FormRule } from 'antd';

/**
 * The rule of a form's Chinese name field (`name`) where the English one (`nameEn`) may stand
 * in for it (brands, products): one of the two is needed, as the contract's refinement says.
 * The field should list `nameEn` in its dependencies so that typing there clears the message.
 */
export function bilingualNameRule(message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value?: string) =>
      hasBilingualName({ name: value, nameEn: getFieldValue('nameEn') as string | undefined })
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });
}
