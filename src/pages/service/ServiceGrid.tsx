import { evenGrid } from '../../components/evenGrid';
import type { ServiceGridFacts } from '../../content/services/pages';
import type { ServiceGridCopy, ServicePageCopy } from './pageCopy';

type GridCopy<Id extends string> = Pick<ServicePageCopy, 'gridMarket' | 'gridRegion' | 'gridType'> & {
  readonly grid: Readonly<Record<Id, ServiceGridCopy>>;
};

/** The page's grid: technologies or vendors, energy markets (with region and type), or areas. */
export function ServiceGrid<Id extends string>({
  grid,
  copy,
  highlight,
}: {
  grid: ServiceGridFacts<Id>;
  copy: GridCopy<Id>;
  highlight?: string;
}) {
  if (grid.kind === 'markets') {
    return (
      <div className="table-scroll">
        <table className="market-table" data-testid="service-grid">
          <thead>
            <tr>
              <th scope="col">{copy.gridMarket}</th>
              <th scope="col">{copy.gridRegion}</th>
              <th scope="col">{copy.gridType}</th>
            </tr>
          </thead>
          <tbody>
            {grid.items.map(({ id, name }) => {
              const market: ServiceGridCopy = copy.grid[id];
              if (typeof market === 'string' || !('region' in market))
                throw new Error(`Market ${id} lacks region and type`);
              return (
                <tr key={id}>
                  <th scope="row">{name}</th>
                  <td>{market.region}</td>
                  <td>{market.type}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }
  if (grid.kind === 'named' || grid.kind === 'translated') {
    return (
      <ul
        className="tech-grid even-grid"
        {...evenGrid(grid.items.length, { narrow: 2, medium: 4, wide: 6 })}
        data-testid="service-grid"
      >
        {grid.items.map((item) => {
          const { id } = item;
          const label: ServiceGridCopy = copy.grid[id];
          const [name, category] =
            'name' in item
              ? [item.name, label]
              : typeof label === 'object' && 'category' in label
                ? [label.name, label.category]
                : [];
          if (typeof category !== 'string' || !name)
            throw new Error(`Grid item ${id} needs a name and a category label`);
          return (
            <li key={id}>
              <strong>{name}</strong>
              <span>{category}</span>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <ul
      className="card-grid even-grid"
      {...evenGrid(grid.items.length, { narrow: 1, medium: 2, wide: 3 })}
      data-testid="service-grid"
    >
      {grid.items.map(({ id, Icon }) => {
        const area: ServiceGridCopy = copy.grid[id];
        if (typeof area === 'string' || !('title' in area)) throw new Error(`Area ${id} needs a title and text`);
        const anchor = `area-${id}`;
        return (
          <li key={id} id={anchor} className={`card${highlight === anchor ? ' is-highlighted' : ''}`}>
            <Icon aria-hidden="true" size={24} className="card__icon" />
            <h3>{area.title}</h3>
            <p>{area.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
