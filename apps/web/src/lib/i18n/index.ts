/** Languages of the app: i18next with the catalogs, antd's texts and the current language. */
export { antdLocale, loadAntdLocale } from './antd-locale';
export { changeLanguage, i18next, initI18n } from './i18next';
export { applyLanguage, useLang } from './lang';
