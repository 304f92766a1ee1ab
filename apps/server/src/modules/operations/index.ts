/** What other domains may use of the operation log: recording and the console's counts. */
export {
  type BehaviorInput,
  countOperationsToday,
  type OperationInput,
  operationStats,
  recordBehavior,
  recordOperation,
  startOfFairDay,
  type Visitor,
} from './operations.service';
