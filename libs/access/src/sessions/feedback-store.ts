import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '@pennant/platform';

/** One feedback prompt of Unleash's admin UI as a person answered it (Unleash's feedbackResponseSchema). */
export interface Feedback {
  userId: number;
  feedbackId: string;
  neverShow: boolean;
  given: string | null;
}

interface FeedbackRow {
  user_id: number;
  feedback_id: string;
  never_show: boolean;
  given: Date | null;
}

const toFeedback = (r: FeedbackRow): Feedback => ({
  userId: r.user_id,
  feedbackId: r.feedback_id,
  neverShow: r.never_show,
  given: r.given === null ? null : r.given.toISOString(),
});

/**
 * Which feedback prompts a person answered or dismissed, in `user_feedback` (migration 0510): a
 * preference of the UI, like a session — not an event, not a read model. Only this class reads or
 * writes the table.
 */
@Injectable()
export class FeedbackStore {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The user's answers, by prompt. */
  async of(userId: number): Promise<Feedback[]> {
    const rows = (await this.dataSource.query(
      'SELECT user_id, feedback_id, never_show, given FROM user_feedback WHERE user_id = $1 ORDER BY feedback_id',
      [userId],
    )) as FeedbackRow[];
    return rows.map(toFeedback);
  }

  /**
   * Records an answer to a prompt (given now, unless `given` says when; `null` = not given), or
   * changes it: fields left out keep what the answer had, as they default for a new one.
   */
  async record(userId: number, feedbackId: string, change: { neverShow?: boolean; given?: string | null }): Promise<Feedback> {
    const given = change.given === undefined ? this.clock.now() : change.given === null ? null : new Date(change.given);
    const rows = (await this.dataSource.query(
      `INSERT INTO user_feedback (user_id, feedback_id, given, never_show) VALUES ($1, $2, $3, coalesce($4, false))
       ON CONFLICT (user_id, feedback_id) DO UPDATE
         SET given = CASE WHEN $5 THEN user_feedback.given ELSE excluded.given END,
             never_show = coalesce($4, user_feedback.never_show)
       RETURNING user_id, feedback_id, never_show, given`,
      [userId, feedbackId, given, change.neverShow ?? null, change.given === undefined && change.neverShow !== undefined],
    )) as FeedbackRow[];
    return toFeedback(rows[0]);
  }
}
