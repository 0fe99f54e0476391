import type { Editor, EditorChoice, EditorField, EditorSection, EditorValue } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Modal from 'react-bootstrap/Modal';
import type { FieldState } from '../model/field-state.ts';
import { canChange } from '../model/sections.ts';
import { EditorFieldView } from './editor-field.tsx';

/** What the sections need of the item's form. */
export interface FieldsApi {
  stateOf: (field: EditorField) => FieldState;
  choicesOf: (field: EditorField) => readonly EditorChoice[];
  shownFields: (section: EditorSection) => EditorField[];
  setValue: (field: EditorField, value: EditorValue) => void;
  reset: (field: EditorField) => void;
  undo: (field: EditorField) => void;
  /** Absent where the change log is not on the site (the change-request site). */
  history?: (field: EditorField) => void;
  /** The model editor saves a changed section on its own ('{section} saved succesfully.'). */
  sectionSave?: SectionSave;
}

export interface SectionSave {
  changed: (section: EditorSection) => boolean;
  /** A rule of the section's changed fields is broken, or a save is under way. */
  blocked: (section: EditorSection) => boolean;
  save: (section: EditorSection) => void;
}

/** 'Save {section}', while the section holds changes the user may save. */
function SaveSectionButton({ section, api }: { section: EditorSection; api: FieldsApi }) {
  const saving = api.sectionSave;
  if (!saving || !section.CanUpdate || !saving.changed(section)) return null;
  return (
    <Button
      size="sm"
      variant="outline-primary"
      className="ms-2 me-2 text-nowrap"
      disabled={saving.blocked(section)}
      onClick={() => saving.save(section)}
    >
      Save {section.EditorSectionName}
    </Button>
  );
}

function FieldGrid({ section, api }: { section: EditorSection; api: FieldsApi }) {
  const fields = api.shownFields(section);
  if (fields.length === 0)
    return <p className="text-body-secondary mb-0">No fields to show here.</p>;
  return (
    <div className="row g-3">
      {fields.map((field) => (
        <EditorFieldView
          key={field.EditorFieldId}
          field={field}
          state={api.stateOf(field)}
          choices={api.choicesOf(field)}
          canChange={canChange(section, field)}
          onChange={(value) => api.setValue(field, value)}
          onReset={() => api.reset(field)}
          onUndo={() => api.undo(field)}
          onHistory={api.history && (() => api.history?.(field))}
        />
      ))}
    </div>
  );
}

const ReadOnlyMark = ({ section }: { section: EditorSection }) =>
  section.CanUpdate ? null : <span className="badge text-bg-secondary ms-2">Read only</span>;

const sectionId = (section: EditorSection) => `editor-section-${section.EditorSectionId}`;

/** A section opened in a dialog: its button says whether it can be changed. */
function ModalSection({ section, api }: { section: EditorSection; api: FieldsApi }) {
  const [show, setShow] = useState(false);
  const titleId = `${sectionId(section)}-title`;
  return (
    <div className="card mb-3">
      <div className="card-body d-flex align-items-center gap-2 py-2">
        <h3 className="h6 mb-0">{section.EditorSectionName}</h3>
        <ReadOnlyMark section={section} />
        <Button
          size="sm"
          variant="outline-primary"
          className="ms-auto"
          onClick={() => setShow(true)}
        >
          {section.CanUpdate ? 'Edit' : 'View'} {section.EditorSectionName}
        </Button>
      </div>
      <Modal show={show} onHide={() => setShow(false)} size="lg" aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {section.EditorSectionName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FieldGrid section={section} api={api} />
        </Modal.Body>
        <Modal.Footer>
          <SaveSectionButton section={section} api={api} />
          <Button onClick={() => setShow(false)}>Done</Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}

interface Props {
  editor: Editor;
  sections: EditorSection[];
  api: FieldsApi;
}

/**
 * The edit tab's sections (admin §2.4): the Header open at the top, then each Section
 * collapsible (with a collapse-all toggle), and Modal sections behind a button.
 */
export function EditorSections({ sections, api }: Props) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const collapsible = sections.filter((s) => s.SectionType === 'Section');
  const allClosed =
    collapsible.length > 0 && collapsible.every((s) => closed.has(s.EditorSectionId));
  const toggle = (id: number) =>
    setClosed((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <>
      {collapsible.length > 1 && (
        <div className="d-flex justify-content-end mb-2">
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() =>
              setClosed(allClosed ? new Set() : new Set(collapsible.map((s) => s.EditorSectionId)))
            }
          >
            {allClosed ? 'Expand All' : 'Collapse All'}
          </Button>
        </div>
      )}
      {sections.map((section) => {
        if (section.SectionType === 'Modal')
          return <ModalSection key={section.EditorSectionId} section={section} api={api} />;
        if (section.SectionType === 'Header')
          return (
            <section
              key={section.EditorSectionId}
              className="mb-4"
              aria-label={section.EditorSectionName}
            >
              <FieldGrid section={section} api={api} />
            </section>
          );
        const open = !closed.has(section.EditorSectionId);
        const bodyId = sectionId(section);
        return (
          <section key={section.EditorSectionId} className="card mb-3">
            <h3 className="h6 mb-0 card-header d-flex align-items-center p-0">
              <button
                type="button"
                className="btn btn-link text-start text-decoration-none flex-grow-1 px-3 py-2"
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => toggle(section.EditorSectionId)}
              >
                <span aria-hidden="true">{open ? '▾' : '▸'} </span>
                {section.EditorSectionName}
              </button>
              <ReadOnlyMark section={section} />
              <SaveSectionButton section={section} api={api} />
            </h3>
            <Collapse in={open}>
              <div id={bodyId}>
                <div className="card-body">
                  <FieldGrid section={section} api={api} />
                </div>
              </div>
            </Collapse>
          </section>
        );
      })}
    </>
  );
}
