import {
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  FEEDBACK_TYPES,
  RATING_COMMENT_MAX,
  RATING_VALUES,
  type FeedbackSender,
  type FeedbackType,
  type RatingScale,
} from 'shared-contracts/areas/shell/feedback';
import type { Business, User } from 'shared-contracts';
import { VALIDATION_MESSAGES as M } from 'shared-contracts/rules';
import { boolean, mixed, number, object, string, type ObjectSchema } from 'yup';

/** Spec 01 §5: "Feedback rating is required (message required)". */
export const RATING_REQUIRED = 'required';

export interface FeedbackValues {
  feedback_type: FeedbackType;
  feedback: string;
  agree_to_be_contacted: boolean;
}

/** Spec 02 §5: a type, 3 to 500 characters (spaces around do not count), an optional agreement. */
export const feedbackSchema: ObjectSchema<FeedbackValues> = object({
  feedback_type: mixed<FeedbackType>().oneOf(FEEDBACK_TYPES, M.requiredField).required(M.requiredField),
  feedback: string().trim().required(M.requiredField).min(FEEDBACK_TEXT_MIN, M.requiredField).max(FEEDBACK_TEXT_MAX, M.exceedMaxCharacters),
  agree_to_be_contacted: boolean().required(),
});

/** Submit stays disabled until the text has 3 characters besides spaces (spec 02 §5). */
export const feedbackTextLongEnough = (text: string | undefined): boolean => (text ?? '').trim().length >= FEEDBACK_TEXT_MIN;

export interface RatingValues {
  /** Kept as the radio's text value; the gateway gets the number. */
  rating?: string;
  comment?: string;
}

/** Spec 02 §5: a score from the scale is required; the comment is at most 500 characters. */
export function ratingSchema(scale: RatingScale): ObjectSchema<RatingValues> {
  return object({
    rating: string()
      .required(RATING_REQUIRED)
      .oneOf(RATING_VALUES[scale].map(String), RATING_REQUIRED),
    comment: string().max(RATING_COMMENT_MAX, M.exceedMaxCharacters),
  });
}

export const ratingNumber = (values: RatingValues): number => number().required().validateSync(values.rating);

/** Spec 02 §3: who gives feedback, in which business; null before the session is known. */
export function feedbackSender(user: User | null, business: Business | null): FeedbackSender | null {
  if (!user || !business) return null;
  return { user_id: user.user_id, email: user.email, business_id: business.id, business_name: business.name, entity: business.entity };
}
