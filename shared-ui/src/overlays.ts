// `shared-ui/overlays`: menus and dialogs on react-aria-components, loaded with the first page that
// uses one (docs/decisions/0013-design-system.md).
import './styles/tokens.css';
import { markPressableStyleProvided } from './styles/strict-csp';

export { ConfirmationModal, type ConfirmationModalProps, type ConfirmationTone } from './overlays/ConfirmationModal';
export { useConfirmStep, type ConfirmStepRequest } from './overlays/use-confirm-step';
export { Menu, type MenuEntry, type MenuProps } from './overlays/Menu';
export { Drawer, Modal, type DrawerProps, type ModalProps } from './overlays/Modal';
export { PrintableDocument, PrintableDocumentModal, type DocumentRow, type PrintableDocumentContent, type PrintableDocumentModalProps } from './overlays/PrintableDocument';
export { documentPdf, latin1 } from './overlays/document-pdf';
export { Popover, type PopoverProps } from './overlays/Popover';
export { Tabs, type TabItem, type TabsProps } from './overlays/Tabs';
export { Tooltip, type TooltipProps } from './overlays/Tooltip';
export { Tour, type TourProps, type TourStep } from './overlays/Tour';
export type { OverlayTriggerProps } from './overlays/trigger';

// react-aria would otherwise add an inline <style> that a strict CSP refuses (styles/strict-csp.ts).
markPressableStyleProvided();
