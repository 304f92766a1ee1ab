/** What other domains may use of the dictionaries: entries by type, their local names, a code check, configs. */
export { getConfig, getDictionary, isDictCode, knownCodes, localName } from './dicts.service';
