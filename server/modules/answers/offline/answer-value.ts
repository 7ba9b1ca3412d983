/** The structured answer value lives in common/ so the API and the web app share it. */
export type { AnswerValue } from '../../../../common/answer-value.js';
