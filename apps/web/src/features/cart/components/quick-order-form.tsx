import { QUICK_ORDER_MAX_LINES } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { QuickOrderFileButton } from '../../../ui/quick-order/quick-order-file-button.tsx';
import { QuickOrderProblems } from '../../../ui/quick-order/quick-order-problems.tsx';
import { useCartQuickOrder } from './use-cart-quick-order.ts';

/** The quick order's paste box, file upload and the lines that were not added. */
export function QuickOrderForm({ customerNumber }: { customerNumber: string }) {
  const quickOrder = useCartQuickOrder(customerNumber);
  const [paste, setPaste] = useState('');
  const { busy } = quickOrder;

  const addPasted = async () => {
    if (await quickOrder.addText(paste)) setPaste('');
  };

  return (
    <>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void addPasted();
        }}
      >
        <Form.Group controlId="cart-quick-order-lines" className="mb-2">
          <Form.Label>Catalog numbers and quantities</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            value={paste}
            placeholder={
              'One part a line: catalog number (or your own part number) and quantity\n123-4567  2'
            }
            aria-describedby="cart-quick-order-help"
            onChange={(e) => setPaste(e.target.value)}
            onKeyDown={(e) => {
              // Ctrl+Enter (or Cmd+Enter) adds the lines without leaving the box.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void addPasted();
              }
            }}
          />
          <Form.Text id="cart-quick-order-help">
            Copied from an e-mail or a spreadsheet, in any common separator; up to{' '}
            {QUICK_ORDER_MAX_LINES} lines. Ctrl+Enter adds them. A CSV or Excel file (catalog
            number, then quantity) is added as soon as it is read.
          </Form.Text>
        </Form.Group>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button type="submit" disabled={busy || paste.trim() === ''}>
            {busy ? (
              <>
                <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
                Adding...
              </>
            ) : (
              'Add to Cart'
            )}
          </Button>
          <QuickOrderFileButton disabled={busy} onText={(text) => void quickOrder.addText(text)} />
        </div>
      </Form>
      <QuickOrderProblems
        problems={quickOrder.problems}
        busy={busy}
        onRetry={(problem, text) => void quickOrder.retry(problem, text)}
      />
    </>
  );
}
