// The part of libjpeg's ABI (version 62: Debian's libjpeg62-turbo, opened
// with dlopen) that the JPEG decoder touches, declared by us so that no
// libjpeg header is needed to build. The decompressor's record is passed to
// the library by address with its size, and jpeg_CreateDecompress refuses
// one whose size differs from its own (JERR_BAD_STRUCT_SIZE), so a mistake
// here fails a decode cleanly rather than writing past the record; the
// picture tests decode real JPEGs and check their pixels besides.
// Types as libjpeg has them on Linux: boolean is int, JDIMENSION unsigned
// int, enums int, samples 8-bit bytes.
#ifndef JUMBOTRON_JPEG_ABI_H
#define JUMBOTRON_JPEG_ABI_H

#include <stddef.h>
#include <stdint.h>

#define JT_JPEG_LIB_VERSION 62

struct jt_jpeg_error_mgr {
    void (*error_exit)(void *cinfo);
    void (*emit_message)(void *cinfo, int msg_level);
    void (*output_message)(void *cinfo);
    void (*format_message)(void *cinfo, char *buffer);
    void (*reset_error_mgr)(void *cinfo);
    int msg_code;
    union { int i[8]; char s[80]; } msg_parm;
    int trace_level;
    long num_warnings;
    const char *const *jpeg_message_table;
    int last_jpeg_message;
    const char *const *addon_message_table;
    int first_addon_message;
    int last_addon_message;
};

struct jt_jpeg_progress_mgr {
    void (*progress_monitor)(void *cinfo);
    long pass_counter;
    long pass_limit;
    int completed_passes;
    int total_passes;
};

struct jt_jpeg_decompress {
    // Shared with the compressor's record.
    struct jt_jpeg_error_mgr *err;
    void *mem;
    struct jt_jpeg_progress_mgr *progress;
    void *client_data;
    int is_decompressor;
    int global_state;
    // The source and what the header says.
    void *src;
    unsigned int image_width;
    unsigned int image_height;
    int num_components;
    int jpeg_color_space;
    // Parameters for decompression, set between reading the header and starting.
    int out_color_space;
    unsigned int scale_num, scale_denom;
    double output_gamma;
    int buffered_image;
    int raw_data_out;
    int dct_method;
    int do_fancy_upsampling;
    int do_block_smoothing;
    int quantize_colors;
    int dither_mode;
    int two_pass_quantize;
    int desired_number_of_colors;
    int enable_1pass_quant;
    int enable_external_quant;
    int enable_2pass_quant;
    // What comes out.
    unsigned int output_width;
    unsigned int output_height;
    int out_color_components;
    int output_components;
    int rec_outbuf_height;
    int actual_number_of_colors;
    void *colormap;
    unsigned int output_scanline;
    int input_scan_number;
    unsigned int input_iMCU_row;
    int output_scan_number;
    unsigned int output_iMCU_row;
    void *coef_bits;
    void *quant_tbl_ptrs[4];
    void *dc_huff_tbl_ptrs[4];
    void *ac_huff_tbl_ptrs[4];
    int data_precision;
    void *comp_info;
    int progressive_mode;
    int arith_code;
    uint8_t arith_dc_L[16];
    uint8_t arith_dc_U[16];
    uint8_t arith_ac_K[16];
    unsigned int restart_interval;
    int saw_JFIF_marker;
    uint8_t JFIF_major_version;
    uint8_t JFIF_minor_version;
    uint8_t density_unit;
    uint16_t X_density;
    uint16_t Y_density;
    int saw_Adobe_marker;
    uint8_t Adobe_transform;
    int CCIR601_sampling;
    void *marker_list;
    int max_h_samp_factor;
    int max_v_samp_factor;
    int min_DCT_scaled_size;
    unsigned int total_iMCU_rows;
    void *sample_range_limit;
    int comps_in_scan;
    void *cur_comp_info[4];
    unsigned int MCUs_per_row;
    unsigned int MCU_rows_in_scan;
    int blocks_in_MCU;
    int MCU_membership[10];
    int Ss, Se, Ah, Al;
    int unread_marker;
    // The library's own modules.
    void *master, *main, *coef, *post, *inputctl, *marker, *entropy, *idct, *upsample, *cconvert, *cquantize;
};

// Colour spaces and the DCT method, as libjpeg numbers them.
enum {
    JT_JCS_GRAYSCALE = 1, JT_JCS_RGB = 2, JT_JCS_YCbCr = 3, JT_JCS_CMYK = 4, JT_JCS_YCCK = 5,
    JT_JCS_EXT_RGBA = 12,   // libjpeg-turbo's extension: the alpha byte is set to 0xFF
};
enum { JT_JDCT_IFAST = 1 };

#endif
