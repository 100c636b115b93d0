export { countNotDrawn, kindName, LINK_TYPE, SHAPE, type BpmnCell, type BpmnLane, type NotDrawn } from './bpmn-cell';
export { NOT_BPMN_XML, NOT_DRAWN, readBpmnXml, type BpmnXmlImport } from './read-bpmn-xml';
export { NOT_WRITTEN, writeBpmnXml, type BpmnXmlExport } from './write-bpmn-xml';
