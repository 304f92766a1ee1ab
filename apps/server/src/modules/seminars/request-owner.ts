import type { Db } from '../../db/client';
import { findRequest } from './seminars.repository';

export interface RequestOwner {
  exhibitionId: number;
  userId: number;
  status: string;
}

/** A registration request's fair, owner and state (the surveys domain checks who may answer), or undefined. */
export async function requestOwner(db: Db, requestId: number): Promise<RequestOwner | undefined> {
  const row = await findRequest(db, requestId);
  return row && { exhibitionId: row.exhibitionId, userId: row.userId, status: row.status };
}
