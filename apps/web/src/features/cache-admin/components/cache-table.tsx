import type { CacheEntry } from '@portal/domain';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

interface Props {
  caches: CacheEntry[];
  clearing: string | null;
  onClear: (name: string) => void;
}

export function CacheTable({ caches, clearing, onClear }: Props) {
  if (caches.length === 0) return <p>The server has no named caches yet.</p>;
  return (
    <Table hover className="w-auto align-middle">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className="text-end">
            Entries
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {caches.map((cache) => (
          <tr key={cache.Name}>
            <td>{cache.Name}</td>
            <td className="text-end">{cache.EntryCount}</td>
            <td>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={clearing !== null}
                aria-label={`Clear ${cache.Name}`}
                onClick={() => onClear(cache.Name)}
              >
                {clearing === cache.Name ? 'Clearing…' : 'Clear'}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
