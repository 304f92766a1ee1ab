/** What other features may use of the enterprises feature: the center's frame and the caller's enterprise. */
export { useBound } from './api/center';
export { useCancelJoin, useCertificationCheck, useJoinEnterprise, useJoinResult } from './api/certification';
export { CenterFrame } from './center/center-frame';
