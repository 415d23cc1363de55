import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CreditPackEntity, FeatureCostEntity, PromotionEntity } from '../credits.entities';
import { CatalogueRepository } from './catalogue.repository';

@Injectable()
export class TypeOrmCatalogueRepository extends CatalogueRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  packs(): Promise<CreditPackEntity[]> {
    return this.dataSource.getRepository(CreditPackEntity).find({ order: { sortOrder: 'ASC' } });
  }

  packByPriceId(priceId: string): Promise<CreditPackEntity | null> {
    return this.dataSource.getRepository(CreditPackEntity).findOneBy({ priceId });
  }

  packById(id: string): Promise<CreditPackEntity | null> {
    return this.dataSource.getRepository(CreditPackEntity).findOneBy({ id });
  }

  featureCosts(): Promise<FeatureCostEntity[]> {
    return this.dataSource.getRepository(FeatureCostEntity).find({ order: { sortOrder: 'ASC' } });
  }

  featureCost(id: string): Promise<FeatureCostEntity | null> {
    return this.dataSource.getRepository(FeatureCostEntity).findOneBy({ id });
  }

  activePromotions(): Promise<PromotionEntity[]> {
    return this.dataSource
      .getRepository(PromotionEntity)
      .find({ where: { active: true }, order: { code: 'ASC' } });
  }

  async upsert(data: {
    packs: CreditPackEntity[];
    featureCosts: FeatureCostEntity[];
    promotions: PromotionEntity[];
  }): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(CreditPackEntity).upsert(data.packs, ['id']);
      await manager.getRepository(FeatureCostEntity).upsert(data.featureCosts, ['id']);
      await manager.getRepository(PromotionEntity).upsert(data.promotions, ['code']);
    });
  }
}
