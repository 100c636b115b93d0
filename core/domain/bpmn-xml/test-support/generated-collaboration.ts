/**
 * A large BPMN 2.0 collaboration as a modeller writes it: `pools` pools of two lanes each, `nodes` flow nodes
 * spread over them (a start event, tasks of every type and gateways in turn, an end event per pool), each
 * pool's nodes chained by sequence flows, and message flows between neighbouring pools until there are
 * `flows` flows. Written as text for tests and benchmarks (the product's own export is what is under test).
 */
export function generatedCollaborationXml({ nodes = 2000, flows = 2000, pools = 4 } = {}): string {
  const semantic: string[] = [];
  const processes: string[] = [];
  const shapes: string[] = [];
  const edges: string[] = [];
  const perPool = Math.floor(nodes / pools);
  const laneHeight = 200;
  const column = 160;
  const shape = (id: string, x: number, y: number, width: number, height: number, extra = '') =>
    `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"${extra}><dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`;
  const edge = (id: string, points: Array<[number, number]>) =>
    `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;
  const TASKS = ['task', 'userTask', 'serviceTask', 'sendTask', 'receiveTask', 'manualTask', 'scriptTask', 'businessRuleTask'];
  const centres: Array<Array<[number, number]>> = [];
  let sequenceFlows = 0;

  for (let p = 0; p < pools; p++) {
    const count = p === pools - 1 ? nodes - perPool * (pools - 1) : perPool;
    const top = 80 + p * (2 * laneHeight + 80);
    const width = 60 + Math.ceil(count / 2) * column + 100;
    semantic.push(`<bpmn:participant id="Participant_${p}" name="Party ${p + 1}" processRef="Process_${p}" />`);
    shapes.push(shape(`Participant_${p}`, 100, top, width, 2 * laneHeight, ' isHorizontal="true"'));
    const body: string[] = [];
    const laneRefs: string[][] = [[], []];
    centres.push([]);
    for (let i = 0; i < count; i++) {
      const id = `Node_${p}_${i}`;
      const lane = i % 2;
      const cx = 190 + Math.floor(i / 2) * column + lane * (column / 2);
      const cy = top + lane * laneHeight + laneHeight / 2;
      centres[p].push([cx, cy]);
      laneRefs[lane].push(id);
      const name = `Step ${p + 1}.${i + 1}`;
      if (i === 0 || i === count - 1) {
        const type = i === 0 ? 'startEvent' : 'endEvent';
        body.push(`<bpmn:${type} id="${id}" name="${name}" />`);
        shapes.push(shape(id, cx - 18, cy - 18, 36, 36));
      } else if (i % 5 === 0) {
        body.push(`<bpmn:exclusiveGateway id="${id}" name="${name}?" />`);
        shapes.push(shape(id, cx - 25, cy - 25, 50, 50, ' isMarkerVisible="true"'));
      } else {
        const type = TASKS[i % TASKS.length];
        body.push(`<bpmn:${type} id="${id}" name="${name}" />`);
        shapes.push(shape(id, cx - 50, cy - 40, 100, 80));
      }
      if (i > 0) {
        const flow = `Flow_${p}_${i}`;
        body.push(`<bpmn:sequenceFlow id="${flow}" sourceRef="Node_${p}_${i - 1}" targetRef="${id}" />`);
        edges.push(edge(flow, [centres[p][i - 1], [cx, cy]]));
        sequenceFlows++;
      }
    }
    const lanes = laneRefs
      .map((refs, lane) => {
        shapes.push(shape(`Lane_${p}_${lane}`, 130, top + lane * laneHeight, width - 30, laneHeight, ' isHorizontal="true"'));
        return `<bpmn:lane id="Lane_${p}_${lane}" name="Role ${lane + 1}">${refs.map((ref) => `<bpmn:flowNodeRef>${ref}</bpmn:flowNodeRef>`).join('')}</bpmn:lane>`;
      })
      .join('');
    processes.push(`<bpmn:process id="Process_${p}" isExecutable="false"><bpmn:laneSet id="LaneSet_${p}">${lanes}</bpmn:laneSet>${body.join('')}</bpmn:process>`);
  }
  // Message flows between a task of a pool and the same task of the next pool.
  for (let k = 0; sequenceFlows + k < flows; k++) {
    const p = k % (pools - 1);
    const i = 1 + (Math.floor(k / (pools - 1)) % (perPool - 2));
    const id = `MessageFlow_${k}`;
    semantic.push(`<bpmn:messageFlow id="${id}" sourceRef="Node_${p}_${i}" targetRef="Node_${p + 1}_${i}" />`);
    edges.push(edge(id, [centres[p][i], centres[p + 1][i]]));
  }

  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_generated" targetNamespace="http://bpmn.io/schema/bpmn" exporter="Camunda Modeler" exporterVersion="5.17.0">
<bpmn:collaboration id="Collaboration_generated">${semantic.join('')}</bpmn:collaboration>
${processes.join('\n')}
<bpmndi:BPMNDiagram id="BPMNDiagram_1"><bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Collaboration_generated">
${shapes.join('\n')}
${edges.join('\n')}
</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
