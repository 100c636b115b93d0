import { dia } from '@joint/core';

/**
 * A dia.Paper that reads its place on the screen once per pointer drag rather than on every move. JointJS asks
 * getScreenCTM() for each pointer event, and the browser must then lay out the page the drag has just changed before
 * it can answer: about 10 ms a move when 50 shapes are dragged. The place is read again at each press, and after a
 * zoom, a pan or a resize of the paper, which are the only ways it moves while the pointer is down.
 */
export class SteadyPaper extends dia.Paper {
  private held: SVGMatrix | null = null;
  private holding = false;

  constructor(options: dia.Paper.Options) {
    super(options);
    this.on({
      'cell:pointerdown blank:pointerdown': () => this.hold(true),
      'cell:pointerup blank:pointerup': () => this.hold(false),
      'transform resize': () => (this.held = null),
    });
  }

  override clientMatrix(): SVGMatrix {
    if (!this.holding) return super.clientMatrix();
    return (this.held ??= super.clientMatrix());
  }

  private hold(holding: boolean): void {
    this.holding = holding;
    this.held = null;
  }
}
