import Form from 'react-bootstrap/Form';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_LINES } from '../model/order-comment.ts';

interface Props {
  value: string;
  /** Text lines the comment becomes on the order (decision 045). */
  lineCount: number;
  problems: string[];
  onChange: (value: string) => void;
}

/** The order comment box with its character and line count. */
export function OrderCommentField({ value, lineCount, problems, onChange }: Props) {
  return (
    <Form.Group className="mb-3" controlId="order-comment">
      <Form.Label>Order comments</Form.Label>
      <Form.Control
        as="textarea"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby="order-comment-count"
        isInvalid={problems.length > 0}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Form.Control.Feedback type="invalid">{problems[0]}</Form.Control.Feedback>
      <Form.Text id="order-comment-count">
        {value.length} of {COMMENT_MAX_LENGTH} characters, {lineCount} of {COMMENT_MAX_LINES} lines
      </Form.Text>
    </Form.Group>
  );
}
