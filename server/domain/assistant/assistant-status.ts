/** What the assistant panel can offer the caller: a chat model, an embeddings model, the month's budget. */
import type { FastifyInstance } from 'fastify';
import type { AssistantStatus, AssistantSubject } from '../../../core/domain/assistant-types';
import type { AuthContext } from '../../auth/auth-context';
import { budgetState } from '../language-models/llm-usage';
import { chooseModel } from '../language-models/model-choice';
import { resolveSubject } from './assistant-subject';

export async function assistantStatus(app: FastifyInstance, auth: AuthContext, query: AssistantSubject): Promise<AssistantStatus> {
  const { project } = await resolveSubject(app, auth, query);
  const [chat, embeddings] = await Promise.all([chooseModel(app, project.company_id, 'chat'), chooseModel(app, project.company_id, 'embeddings')]);
  return {
    chat: chat !== null,
    embeddings: embeddings !== null,
    budget: chat ? await budgetState(app.db, project.company_id, chat) : { used: 0, limit: null },
  };
}
