export type { JobMap, JobName } from './job-map';
export type { DeadLetter, JobDefinition, JobHandler, JobRun, SendOptions } from './jobs';
export { DEAD_LETTERS, Jobs } from './jobs';
