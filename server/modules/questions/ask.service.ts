/**
 * A question's route (issue 10): a question about the portfolio as a whole is answered from the records
 * (portfolio-questions), any other from the documents (answers). Both routes stream the same events and log the
 * question; the answer says which route answered (`route`).
 */
import type { AnswerResponse, AskRequest } from '../../../common/search.js';
import { askQuestion, type AnswerDeps, type AskOptions } from '../answers/answers.service.js';
import { answerFromRecords } from '../portfolio-questions/portfolio-questions.service.js';
import type { Asker } from '../queries/query-log.service.js';

export async function askRouted(deps: AnswerDeps, asker: Asker, req: AskRequest, options: AskOptions = {}): Promise<AnswerResponse> {
  const fromRecords = await answerFromRecords(deps, asker, req, { onEvent: options.onEvent });
  return fromRecords ?? askQuestion(deps, asker, req, options);
}
