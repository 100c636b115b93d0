/**
 * The BPMN 2.0 XML mapping (core/domain/bpmn-xml, on bpmn-moddle), loaded on first use. It lives in core
 * because the server's export.bpmn uses it too; plugins reach it here (they import only SDK entry files).
 */
export const loadBpmnXml = () => import('../../../core/domain/bpmn-xml');
