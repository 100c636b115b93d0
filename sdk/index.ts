/**
 * The SDK's public surface for plugin views: the only path a plugin's views import from.
 * A plugin's index.ts imports `definePlugin` from './plugin' and its manifest.ts `defineManifest` from
 * './manifest' instead, so the eagerly loaded entry files stay free of view code (the host discovers
 * every plugin's index at start-up; its views load lazily, in their own chunks).
 *
 * i18n: SDK components translate in the 'sdk' namespace and register `sdkMessages` (English) with the
 * app's I18nService the first time one renders; a host adds other languages under SDK_NAMESPACE.
 * Plugin strings live in the plugin's `messages`, registered by the host under the plugin's segment.
 *
 * Changing these exports is a deliberate act: plugins depend on them.
 */

// Plugin contract
export { definePlugin } from './plugin';
export type { ModuleViewProps, PluginDeclaration, PluginDefinition, PluginMessages, LazyComponent } from './plugin';
export {
  defineManifest,
  defineListManifest,
  defineCanvasManifest,
  defineBoardManifest,
  DIAGRAM_CELL_KEY,
  DIAGRAM_CELL_SCHEMA,
  DIAGRAM_SETTINGS_KEY,
  DIAGRAM_SETTINGS_SCHEMA,
  diagramCellAttribute,
  diagramSettingsAttribute,
} from './manifest';
export type {
  PluginManifest,
  EntityAttributeManifest,
  JsonSchema,
  ModuleFamily,
  ModuleCategory,
  ListDeclaration,
  CanvasDeclaration,
  BoardDeclaration,
  BoardColumnSet,
  BoardColumnValue,
  FieldDeclaration,
  FieldKind,
  FieldValue,
  ChecklistEntry,
} from './manifest';
export type { EntityValue, Project, ProjectModule } from '../core/domain/api-types';

// Services and state
export { useService, ServicesProvider } from './services-context';
export { useObservable } from './use-observable';
export { useTranslate } from './i18n/use-translate';
export type { MessageKey, Translate } from './i18n/translate';
export { SDK_NAMESPACE, sdkMessages } from './i18n/sdk-messages';

// Module content
export { useEntityValues, type EntityValues } from './entity-values/use-entity-values';
export { useEntityDocument, type EntityDocument } from './entity-values/use-entity-document';
export {
  EntityValuesStore,
  type EntityValuesState,
  type EntityValuesStatus,
  type EntityValuesStoreOptions,
  type RemoteChanges,
  type ValueChange,
} from './entity-values/entity-values-store';
export type { EntityItem } from './entity-values/entity-item';
export { UndoHistory, type UndoableValues } from './entity-values/undo-history';
export { useUndoHistory, type UndoControls } from './entity-values/use-undo-history';
export { useModuleCopySource, type ModuleCopySource } from './entity-values/module-copy-source';

// Building blocks
export { SaveStatus } from './ui/save-status';
export type { SaveStatusSource } from './ui/save-status-source';
export { LoadGate, type LoadGateProps } from './ui/load-gate';
export { DragHandle, type DragHandleProps } from './ui/drag-handle';
export { UndoSnackbar, type UndoSnackbarProps } from './ui/undo-snackbar';
export { useUndoableAdd } from './ui/use-undoable-add';
export { useSuggestionTarget, type SuggestionTarget } from './assistant/suggestion-target';
export { suggestedListValue } from './assistant/suggested-list-value';
export { UndoRedoButtons } from './ui/undo-redo-buttons';
export { useDndAccessibility } from './ui/use-dnd-accessibility';
export { useFileUrl } from './ui/use-file-url';
export { FilePicker, type FilePickerProps } from './ui/file-picker';
export { HiddenFileInput, type HiddenFileInputProps } from './ui/hidden-file-input';
export { CommentsButton, ENTITY_VALUE_ITEM_TYPE, type CommentsButtonProps } from './ui/comments-button';
export { CommitTextField, type CommitTextFieldProps } from './ui/commit-text-field';
export { useRefusalMessage } from './http/refusal-message';
export { RichTextEditor, type RichTextEditorProps } from './rich-text/rich-text-editor';
export { useSharedRichText, type SharedRichText, type SharedRichTextValue } from './rich-text/use-shared-rich-text';
export { useModuleImageUpload, type ModuleImageUpload } from './ui/use-module-image-upload';
export { SanitizedHtml, type SanitizedHtmlProps } from './rich-text/sanitized-html';
export { sanitizeHtml } from './rich-text/sanitize-html';

// Data governance: the project's data maps and catalogs, as a module reads them
export { useModuleCatalogs, type ModuleCatalogs } from './data-governance/use-module-catalogs';
export { useModuleDataInterface, type ModuleDataInterface } from './data-governance/use-module-data-interface';
export { useProjectDataSources, type AttachedSource, type DataSourceKind, type ProjectDataSources } from './data-governance/project-data-sources';
export { CatalogDetailPicker, type CatalogDetailPickerProps } from './data-governance/catalog-detail-picker';
export type { DetailEntry } from '../core/domain/catalog-detail-entries';
export type { AssociatedDataElement, DataCatalog, DataMap, DataMapCategory } from '../core/domain/data-governance-types';

// Families
export { ListModuleView, ListRegister, type ListModuleViewProps, type ListRegisterProps } from './list/list-module-view';
export { downloadText } from './list/list-csv';
export { csvDocument, CSV_CONTENT_TYPE } from '../core/domain/csv';
export { ListFamilyView, type ListFamilyViewProps } from './list/list-family-view';
export type { ListField, ListValue } from './list/list-field';
export type { ListViewContribution, ListViewProps, LookupItem } from './list/list-views';
export { ColourDot } from './lookups/colour-dot';
export { forgetLookupItems, loadLookupItems, useLookupItems } from './lookups/lookup-items';
export { forgetProjectMembers, loadProjectMembers, useProjectMembers, type ProjectMember } from './members/project-members';
export { MemberName } from './members/member-name';
// Project registries (stakeholders, roles, products and services, tags)
export { registryResourceClient, loadAssignedItemsIndex, linksClient, type RegistryResourceClient } from './registries/registry-client';
export { RegistryStore, registryStore, type RegistryState } from './registries/registry-store';
export { useRegistry, useRegistryRows, type Registry } from './registries/use-registry';
export { useAssignedItems } from './registries/use-assigned-items';
// Assignments of entity values (tags, stakeholders, products and services, members)
export { AssignControl, type AssignControlProps } from './registries/assign-control';
export { AssignDialog, type AssignDialogProps } from './registries/assign-dialog';
export { AssignedChips } from './registries/assigned-chips';
export { useAssignmentOptions, type AssignmentOption, type AssignmentOptions } from './registries/use-assignment-options';
export { NO_ASSIGNMENTS, changedAssignments, type Assignments } from './entity-values/assignments';
export type { RegistryCreates, RegistryRows, RegistryUpdates } from './registries/registry-types';
export type {
  AssignableRegistry,
  AssignedItem,
  AssignedItemsIndexEntry,
  Link,
  LinkableType,
  ProductAndServiceItem,
  ProductAndServiceMapItem,
  RegistryCategory,
  RegistryResource,
  Stakeholder,
  StakeholderMapItem,
  Tag,
  TagMapItem,
} from '../core/domain/registry-types';
export { CanvasModuleView, type CanvasModuleViewProps } from './canvas/canvas-module-view';
export { CanvasFamilyView, type CanvasFamilyViewProps } from './canvas/canvas-family-view';
export type { CanvasArea, CanvasNoteValue } from './canvas/canvas-area';
export { BoardModuleView, type BoardModuleViewProps } from './board/board-module-view';
export { BoardTableView, type BoardTableViewProps } from './board/board-table-view';
export { BoardFamilyView, type BoardFamilyViewProps } from './board/board-family-view';
export type { BoardColumn } from './board/board-column-model';

// Registries
export { RegistryImportDialog, type RegistryImportDialogProps } from './registries/registry-import-dialog';
export { RegistryExportMenu, type RegistryExportMenuProps } from './registries/registry-export-menu';

// Diagrams live behind their own entry, sdk/diagram/index.ts, so that modules which draw no diagram
// never load @joint/core.
