/** Comments tab (sales reps and customer admins): the order's comments as they were written. */
export function CommentsTab({ comments }: { comments: readonly string[] }) {
  if (comments.length === 0) return <p>There are no comments on this order.</p>;
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
