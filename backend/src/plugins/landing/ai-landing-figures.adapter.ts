import { Injectable } from '@nestjs/common';
import { AiService } from '../../ai';
import { type FigureCard, LandingFigures } from './landing-figures.port';

/** The landing's figures from the AI layer's persona catalogue. */
@Injectable()
export class AiLandingFigures extends LandingFigures {
  constructor(private readonly ai: AiService) {
    super();
  }

  find(name: string): FigureCard | undefined {
    const figure = this.ai.personas().find(name);
    return figure && { name: figure.name, avatar: figure.avatar, specialty: figure.specialty };
  }
}
