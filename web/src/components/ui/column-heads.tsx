/**
 * A table's header row: one column header a name, each scoped to its column so a screen reader
 * names the column with every cell under it. The names are the keys: no table repeats one.
 */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
