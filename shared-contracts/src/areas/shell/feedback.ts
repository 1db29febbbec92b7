/**
 * The feedback and rating calls (spec 02 §3 "Feedback and rating payloads", §5 "Feedback" and
 * "Rating"): paths, wire types and limits, shared by the shell (which sends them) and the sandbox
 * gateway (which validates and stores them). Imported as `shared-contracts/areas/shell/feedback`: bundled
 * where used, not part of the federated contract (docs/decisions/0015).
 */

export const FEEDBACK_API = {
  feedback: '/api/feedback',
  rating: '/api/rating',
} as const;

/** Spec 02 §5: the feedback-type options. */
export const FEEDBACK_TYPES = ['Pricing', 'Product', 'Others'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Spec 02 §5 and §9: submit is enabled from 3 characters; at most 500. */
export const FEEDBACK_TEXT_MIN = 3;
export const FEEDBACK_TEXT_MAX = 500;
/** Spec 02 §5: a rating's comment is at most 500 characters. */
export const RATING_COMMENT_MAX = 500;

/**
 * Spec 02 §5 "Rating": 1 to 5 (very useful … very not useful for transactions, very easy … very
 * hard by default), or the toggle variant where yes is 1 and no is 0.
 */
export const RATING_SCALES = ['ease', 'usefulness', 'yesNo'] as const;
export type RatingScale = (typeof RATING_SCALES)[number];

/** The values a scale accepts, in the order they are offered. */
export const RATING_VALUES: Readonly<Record<RatingScale, readonly number[]>> = {
  ease: [1, 2, 3, 4, 5],
  usefulness: [1, 2, 3, 4, 5],
  yesNo: [1, 0],
};

/** Spec 02 §3: who gives it, in which business. The gateway checks them against the caller. */
export interface FeedbackSender {
  user_id: string;
  email: string;
  business_id: string;
  business_name: string;
  entity: string;
}

export interface FeedbackRequest extends FeedbackSender {
  feedback_type: FeedbackType;
  feedback: string;
  /** The optional agreement to be contacted about it. */
  agree_to_be_contacted: boolean;
}

/** Where a rating was asked (the feedback reminder, the balance-view switch). */
export const RATING_SOURCES = ['feedbackReminder', 'balanceView'] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];

export interface RatingRequest extends FeedbackSender {
  scale: RatingScale;
  rating: number;
  comment?: string;
  source: RatingSource;
}

/** Both answer 201 with the stored record's id. */
export interface FeedbackStoredAnswer {
  id: string;
  created: string;
}
