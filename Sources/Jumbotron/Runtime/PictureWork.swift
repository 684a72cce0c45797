import Dispatch
import FoundationEssentials
import Logging
import Pictures
import SportsCore
import TerminalUI

/// One picture job: its bytes from the store (or, for a drawing of ours,
/// drawn here at the terminal's resolution), then converted one at a time
/// on the pictures' own queue, so memory holds one decoded image at most
/// and the cooperative threads stay free. The outcome is always posted.
enum PictureWork {
    static func run(_ job: PictureJob, logos: PictureStore?, queue: DispatchQueue, logger: Logger, inbox: ActionInbox) {
        let finish: @Sendable (ConvertedPicture?) -> Void = { inbox.post(.pictureConverted(job.wish, $0, generation: job.generation)) }
        if case .drawing(let id) = job.request {
            queue.async { finish(drawn(id, job, logger: logger)) }
            return
        }
        Task.detached {
            let data = await job.request.load(from: logos) == .cached ? await logos?.bytes(for: job.request) : nil
            queue.async {
                guard let data else {
                    logger.warning("picture \(job.wish.id): image not available")
                    return finish(nil)
                }
                let made: Result<ConvertedPicture, PictureError>
                if let pixels = job.pixels, let pixelProtocol = pixels.pixelProtocol {
                    made = PixelEncoder.encode(data, fitting: job.wish.size, cell: pixels.cellPixels, as: pixelProtocol).map { .pixels($0) }
                } else if let depth = job.depth {
                    made = PictureConverter.convert(data, fitting: job.wish.size, depth: depth).map { .cells($0) }
                } else {
                    made = .failure(.badSize)
                }
                switch made {
                case .success(let picture): finish(picture)
                case .failure(let error):
                    logger.warning("picture \(job.wish.id): \(error.message)")
                    finish(nil)
                }
            }
        }
    }

    /// A drawing exists only as real pixels: character art keeps the Braille drawn in the cells.
    static func drawn(_ id: String, _ job: PictureJob, logger: Logger) -> ConvertedPicture? {
        guard let pixels = job.pixels, let pixelProtocol = pixels.pixelProtocol, let drawing = Drawing(id: id) else { return nil }
        let size = Size(width: job.wish.size.width * pixels.cellPixels.width, height: job.wish.size.height * pixels.cellPixels.height)
        guard let rgba = drawing.raster(width: size.width, height: size.height) else {
            logger.warning("drawing \(job.wish.size.width)x\(job.wish.size.height): too large to draw")
            return nil
        }
        switch PixelEncoder.encode(rgba: rgba, pixels: size, fitting: job.wish.size, cell: pixels.cellPixels, as: pixelProtocol) {
        case .success(let image): return .pixels(image)
        case .failure(let error):
            logger.warning("drawing: \(error.message)")
            return nil
        }
    }
}
