/** The part of bpmn-moddle (which ships no types for its entry) that the BPMN 2.0 XML mapping uses. */
declare module 'bpmn-moddle' {
  /** A BPMN, DI or DC element: its `$type` and the properties of that type (undefined when not set). */
  export interface BpmnElement {
    $type: string;
    $parent?: BpmnElement;
    id?: string;
    name?: string;
    text?: string;
    value?: string;
    body?: string;
    // Containers
    rootElements?: BpmnElement[];
    diagrams?: BpmnElement[];
    flowElements?: BpmnElement[];
    artifacts?: BpmnElement[];
    laneSets?: BpmnElement[];
    lanes?: BpmnElement[];
    childLaneSet?: BpmnElement;
    flowNodeRef?: BpmnElement[];
    participants?: BpmnElement[];
    messageFlows?: BpmnElement[];
    conversations?: BpmnElement[];
    conversationLinks?: BpmnElement[];
    incoming?: BpmnElement[];
    outgoing?: BpmnElement[];
    processRef?: BpmnElement;
    categoryValue?: BpmnElement[];
    ioSpecification?: BpmnElement;
    dataInputs?: BpmnElement[];
    dataOutputs?: BpmnElement[];
    inputSets?: BpmnElement[];
    outputSets?: BpmnElement[];
    // Flows and associations
    sourceRef?: BpmnElement | BpmnElement[];
    targetRef?: BpmnElement;
    default?: BpmnElement;
    conditionExpression?: BpmnElement;
    condition?: BpmnElement;
    dataInputAssociations?: BpmnElement[];
    dataOutputAssociations?: BpmnElement[];
    associationDirection?: 'None' | 'One' | 'Both';
    // Events, activities, gateways, data
    eventDefinitions?: BpmnElement[];
    attachedToRef?: BpmnElement;
    cancelActivity?: boolean;
    isInterrupting?: boolean;
    parallelMultiple?: boolean;
    triggeredByEvent?: boolean;
    loopCharacteristics?: BpmnElement;
    isSequential?: boolean;
    isForCompensation?: boolean;
    instantiate?: boolean;
    eventGatewayType?: string;
    isCollection?: boolean;
    dataObjectRef?: BpmnElement;
    categoryValueRef?: BpmnElement;
    // Diagram interchange
    plane?: BpmnElement;
    planeElement?: BpmnElement[];
    bpmnElement?: BpmnElement;
    bounds?: BpmnElement;
    waypoint?: BpmnElement[];
    isExpanded?: boolean;
    isMarkerVisible?: boolean;
    isHorizontal?: boolean;
    x?: number;
    y?: number;
    width?: number;
    height?: number;
  }

  export interface ParseResult {
    rootElement: BpmnElement;
    warnings: Array<{ message: string }>;
  }

  export class BpmnModdle {
    constructor();
    /** Rejects when the text is not XML or its root is not `bpmn:Definitions`. */
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: BpmnElement, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, properties?: Record<string, unknown>): BpmnElement;
  }
}
