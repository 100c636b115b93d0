import type { EntityAttribute, EntityValue, EntityValueBulkUpdate, EntityValueUpdate, EntityValuesCloneAnswer, EntityValuesCloneRequest } from '../../core/domain/api-types';
import { BULK_MAX_ITEMS } from '../../core/domain/constants';
import { cloneCellDocuments } from '../../core/domain/diagram-cell-clone';
import { mergeStaleUpdate } from '../../core/domain/entity-value-merge';
import type { CommentCounts } from '../../core/domain/sharing-types';
import { HttpError } from '../../core/services/http-client';
import type { FakeHttpClient } from './fake-http-client';
import type { ValueValidator } from './schema-validator';
import { noAssignments } from '../../core/domain/registry-types';
import { pickAssignments } from '../entity-values/assignments';

export interface FakeModuleOptions {
  projectId: number;
  moduleId: number;
  moduleTypeId: number;
  attributeKey: string;
  entityAttributeId?: number;
  /** Checks each value as the real server's JSON Schema does; every value passes unless given. */
  validate?: ValueValidator;
  /** Values carry versions and a bulk item based on an older one is merged, as on the real server; off unless given. */
  versions?: boolean;
}

/**
 * Answers the entity value calls of one module from memory, as the real server does: values in position
 * order, bulk_update creating (echoing client_id; a create whose client_id exists updates that value, and
 * lists name each value's client_id), updating and destroying, and refusing (422) more than BULK_MAX_ITEMS
 * items. `failures` makes the next bulk_update calls reject without changing anything, once
 * `answersBeforeFailures` more calls were answered; `lostAnswers` makes the next calls write everything
 * and then reject, as when the answer never reaches the browser. A value `validate` refuses is answered
 * 422, as the real server does, and kept in the refusals. clone.json copies values of this module (another
 * source module is refused with 422, as the real server refuses another kind); `cloneFailures` makes the
 * next clone calls fail with 500. With `versions`, values carry a version and `changeElsewhere` plays another
 * person's write.
 */
export class FakeEntityValuesServer<V> {
  values: EntityValue<V>[] = [];
  failures = 0;
  answersBeforeFailures = 0;
  lostAnswers = 0;
  cloneFailures = 0;
  private hold: Promise<void> | null = null;
  private refusals: string[] = [];
  private nextId = 100;
  private copiesMade = 0;
  readonly entityAttributeId: number;
  readonly basePath: string;

  constructor(
    http: FakeHttpClient,
    private readonly options: FakeModuleOptions,
  ) {
    this.entityAttributeId = options.entityAttributeId ?? 5;
    this.basePath = `/api/projects/${options.projectId}/project_scenario_modules/${options.moduleId}/entity_values`;
    const attribute: EntityAttribute = {
      id: this.entityAttributeId,
      module_type_id: options.moduleTypeId,
      key: options.attributeKey,
      json_schema: {},
    };
    http.on('GET', '/api/entity_attributes.json', () => [attribute]);
    http.on('GET', `${this.basePath}.json`, () => [...this.values].sort((a, b) => a.position - b.position));
    http.on('POST', `${this.basePath}/bulk_update.json`, (request) => this.bulkUpdate(request.body as EntityValueBulkUpdate<V>));
    http.on('POST', `${this.basePath}/clone.json`, (request) => this.clone(request.body as EntityValuesCloneRequest));
  }

  get clonePath(): string {
    return `${this.basePath}/clone.json`;
  }

  seed(values: Array<{ value: V; position?: number }>): EntityValue<V>[] {
    const invalid = values.map(({ value }) => this.problemOf(value)).filter((problem) => problem !== null);
    if (invalid.length > 0) throw new Error(`Seed values the server would refuse: ${invalid.join('; ')}`);
    for (const [index, { value, position }] of values.entries()) this.values.push(this.row(value, position ?? index));
    return this.values;
  }

  /** Gives a stored value the comment counts the real server adds to its lists. */
  setCommentCounts(id: number, counts: CommentCounts): void {
    const row = this.values.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`Unknown entity value ${id}`);
    Object.assign(row, counts);
  }

  /** Another person's write of some fields of a value (its version moves on); answers the value as now stored. */
  changeElsewhere(id: number, fields: Partial<V>): EntityValue<V> {
    const row = this.values.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`Unknown entity value ${id}`);
    Object.assign(row, { value: { ...row.value, ...fields }, version: (row.version ?? 0) + 1 });
    return { ...row };
  }

  /** Delays bulk_update answers until the returned function is called, to test changes made meanwhile. */
  holdAnswers(): () => void {
    let release = () => {};
    this.hold = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.hold = null;
      release();
    };
  }

  /** The values refused with 422 since the last call, and why; the fixture fails a test that leaves any. */
  takeRefusals(): string[] {
    const taken = this.refusals;
    this.refusals = [];
    return taken;
  }

  get bulkUpdatePath(): string {
    return `${this.basePath}/bulk_update.json`;
  }

  private async bulkUpdate(body: EntityValueBulkUpdate<V>) {
    if (this.hold) await this.hold;
    const items = body.entity_values.length + (body.destroy_ids?.length ?? 0);
    if (items > BULK_MAX_ITEMS) throw new HttpError(422, `At most ${BULK_MAX_ITEMS} items per request.`, null);
    const problems = body.entity_values.flatMap((entry) => (entry.value === undefined ? [] : [this.problemOf(entry.value)]));
    const refused = problems.filter((problem) => problem !== null);
    if (refused.length > 0) {
      this.refusals.push(...refused);
      throw new HttpError(422, `Invalid value: ${refused.join('; ')}`, null);
    }
    if (this.failures > 0 && this.answersBeforeFailures > 0) {
      this.answersBeforeFailures -= 1;
    } else if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('Network Error');
    }
    const answered: EntityValue<V>[] = [];
    for (const entry of body.entity_values) {
      if ('id' in entry) {
        const row = this.values.find((candidate) => candidate.id === entry.id);
        if (!row) throw new Error(`Unknown entity value ${entry.id}`);
        // The fake holds documents of any shape; the merge reads them as the JSON objects they are.
        const { input, merge } = mergeStaleUpdate({ value: row.value, version: row.version ?? 0 }, entry as EntityValueUpdate & { id: number });
        if (input.value !== undefined) row.value = input.value as V;
        if (input.position !== undefined) row.position = input.position;
        Object.assign(row, pickAssignments(input));
        if (row.version !== undefined) row.version += 1;
        answered.push(merge ? { ...row, merge } : row);
      } else {
        const existing = entry.client_id === undefined ? undefined : this.values.find((row) => row.client_id === entry.client_id);
        const row = existing ?? this.row(entry.value, entry.position ?? 0);
        if (existing) Object.assign(existing, { value: entry.value, position: entry.position ?? existing.position });
        else this.values.push(entry.client_id === undefined ? row : Object.assign(row, { client_id: entry.client_id }));
        Object.assign(existing ?? row, pickAssignments(entry));
        answered.push({ ...row, client_id: entry.client_id });
      }
    }
    const destroyed = body.destroy_ids ?? [];
    this.values = this.values.filter((row) => !destroyed.includes(row.id));
    if (this.lostAnswers > 0) {
      this.lostAnswers -= 1;
      throw new Error('Network Error');
    }
    return { entity_values: answered, destroyed_ids: destroyed };
  }

  private clone(body: EntityValuesCloneRequest): EntityValuesCloneAnswer {
    if (this.cloneFailures > 0) {
      this.cloneFailures -= 1;
      throw new HttpError(500, 'Server error', null);
    }
    if (body.source_module_id !== undefined && body.source_module_id !== this.options.moduleId) {
      throw new HttpError(422, 'Content can only be copied between modules of the same kind.', null);
    }
    const originals = this.values.filter((row) => body.entity_value_ids.includes(row.id));
    const copies = cloneCellDocuments(originals.map((row) => row.value as Record<string, unknown>), {
      createId: () => `copy-${(this.copiesMade += 1)}`,
      offset: body.offset,
      layerId: body.layer_id,
    });
    const last = Math.max(-1, ...this.values.map((row) => row.position));
    const rows = copies.map(({ document }, index) => this.row(document as V, last + 1 + index));
    this.values.push(...rows);
    const answers = rows as unknown as EntityValue[];
    return {
      default: answers.filter((_, index) => !copies[index].link),
      links: answers.filter((_, index) => copies[index].link),
      data_catalog_detail_entity_values: [],
    };
  }

  private problemOf(value: V): string | null {
    const problem = this.options.validate?.(value) ?? null;
    return problem && `${JSON.stringify(value)}: ${problem}`;
  }

  private row(value: V, position: number): EntityValue<V> {
    this.nextId += 1;
    return {
      id: this.nextId,
      entity_attribute_id: this.entityAttributeId,
      key: this.options.attributeKey,
      module_id: this.options.moduleId,
      project_id: this.options.projectId,
      value,
      position,
      updated_at: '2026-01-01T00:00:00Z',
      ...noAssignments(),
      ...(this.options.versions ? { version: 1 } : {}),
    };
  }
}
