const NC_NAME = /^[A-Za-z_][\w.-]*$/;

/**
 * Ids for a BPMN document: XML names (NCName), unique in the document. A cell keeps its own id when it is
 * one; otherwise it gets `<Prefix>_<its id, made a name>` (cell ids are UUIDs, which may start with a digit).
 */
export class XmlIds {
  private readonly used = new Set<string>();

  make(prefix: string, wanted?: string): string {
    const base = wanted && NC_NAME.test(wanted) ? wanted : `${prefix}_${(wanted ?? '1').replace(/[^\w.-]/g, '_')}`;
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}_${n}`;
    this.used.add(id);
    return id;
  }
}
