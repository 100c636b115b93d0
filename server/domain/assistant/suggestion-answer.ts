/**
 * Reads the model's JSON answer to a suggestion request defensively: anything that is not the asked-for shape
 * is dropped item by item, and an answer with nothing usable is a bad answer (502 assistant_bad_answer).
 */
import { ASSISTANT_ERROR_CODES, type AssistantAction, type AssistantSuggestions, type SuggestedItem, type SuggestedShape } from '../../../core/domain/assistant-types';
import { ApiError } from '../../errors';

/** The most items one answer gives. */
export const MAX_SUGGESTED_ITEMS = 20;
const MAX_TEXT = 2000;
const SHAPES: readonly SuggestedShape[] = ['task', 'event', 'gateway'];

export function badAnswer(why: string): ApiError {
  return new ApiError(502, ASSISTANT_ERROR_CODES.badAnswer, `The language model's answer could not be used: ${why} Try again.`);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : null);

/** The JSON object in the answer, also when the model wrapped it in a Markdown code fence. */
function jsonObjectOf(answer: string): Record<string, unknown> {
  const unfenced = answer.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced);
  } catch {
    throw badAnswer('it is not JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badAnswer('it is not a JSON object.');
  return parsed as Record<string, unknown>;
}

function fieldsOf(value: unknown, allowed: ReadonlySet<string>): Record<string, string | number> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const fields = Object.entries(value).filter(([name, v]) => allowed.has(name) && (typeof v === 'number' || (typeof v === 'string' && v.length <= MAX_TEXT)));
  return fields.length > 0 ? (Object.fromEntries(fields) as Record<string, string | number>) : undefined;
}

function itemOf(raw: unknown, action: AssistantAction, fieldNames: ReadonlySet<string>): SuggestedItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const entry = raw as Record<string, unknown>;
  const name = text(entry.name);
  if (!name) return null;
  const item: SuggestedItem = { name, description: text(entry.description) ?? '' };
  const fields = fieldsOf(entry.fields, fieldNames);
  if (fields) item.fields = fields;
  if (action === 'suggest_next_steps') {
    const shape = SHAPES.find((s) => s === entry.shape) ?? 'task';
    const follows = text(entry.follows);
    if (!follows) return null;
    Object.assign(item, { shape, follows });
  }
  return item;
}

export function parseSuggestions(answer: string, action: AssistantAction, fieldNames: readonly string[] = []): AssistantSuggestions {
  const body = jsonObjectOf(answer);
  const allowed = new Set(fieldNames);
  const rawItems = Array.isArray(body.items) ? body.items : [];
  const items = rawItems.map((raw) => itemOf(raw, action, allowed)).filter((item): item is SuggestedItem => item !== null).slice(0, MAX_SUGGESTED_ITEMS);
  const summary = text(body.summary) ?? undefined;
  if (action === 'summarise' ? !summary : items.length === 0) throw badAnswer(action === 'summarise' ? 'it holds no summary.' : 'it holds no usable suggestions.');
  return { action, ...(summary ? { summary } : {}), items };
}
