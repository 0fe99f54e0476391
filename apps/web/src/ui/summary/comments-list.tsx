/** A summary's comments as they were written, or what to say when there are none. */
export function CommentsList({
  comments,
  emptyText,
}: {
  comments: readonly string[];
  emptyText: string;
}) {
  if (comments.length === 0) return <p>{emptyText}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {comments.map((comment, i) => (
        <li key={i} className="border-start border-3 ps-3 mb-2 text-break">
          {comment}
        </li>
      ))}
    </ul>
  );
}
