import { injectable } from 'inversify';
import { BehaviorSubject } from 'rxjs';
import type { TourDeclaration } from '../domain/tours';
import type { TourRun, Tours } from './tours';

@injectable()
export class ToursImpl implements Tours {
  private readonly registrations = new Map<symbol, readonly TourDeclaration[]>();
  private readonly startedByThemselves = new Set<string>();
  private readonly availableSubject = new BehaviorSubject<readonly TourDeclaration[]>([]);
  private readonly runningSubject = new BehaviorSubject<TourRun | null>(null);
  private runs = 0;

  readonly available$ = this.availableSubject.asObservable();
  readonly running$ = this.runningSubject.asObservable();

  get available(): readonly TourDeclaration[] {
    return this.availableSubject.value;
  }

  get running(): TourRun | null {
    return this.runningSubject.value;
  }

  register(tours: readonly TourDeclaration[]): () => void {
    const key = Symbol('tours');
    this.registrations.set(key, tours);
    this.publish();
    return () => {
      this.registrations.delete(key);
      this.publish();
      const running = this.running;
      if (running && tours.includes(running.tour)) this.end();
    };
  }

  start(id: string): void {
    const tour = this.available.find((candidate) => candidate.id === id);
    if (tour) this.runningSubject.next({ tour, run: ++this.runs });
  }

  startByItself(id: string): void {
    if (this.startedByThemselves.has(id)) return;
    this.startedByThemselves.add(id);
    this.start(id);
  }

  end(): void {
    this.runningSubject.next(null);
  }

  private publish(): void {
    this.availableSubject.next([...this.registrations.values()].flat());
  }
}
