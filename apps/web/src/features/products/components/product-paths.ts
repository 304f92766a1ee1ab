import { useCenterBase } from '../../../components/frames/enterprise-center-frame';

/** The list and form paths: /myEnterprise/productList|productAdd, /enterpriseCenterEn/product|productadd. */
export function useProductPaths() {
  const base = useCenterBase();
  const english = base === '/enterpriseCenterEn';
  return {
    list: `${base}/${english ? 'product' : 'productList'}`,
    add: `${base}/${english ? 'productadd' : 'productAdd'}`,
    edit: (id: number) => `${base}/${english ? 'productadd' : 'productAdd'}?id=${id}`,
  };
}
